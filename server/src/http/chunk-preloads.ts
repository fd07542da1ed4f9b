// The chunks a painted page needs beyond the entry's, as `<link rel="modulepreload">` tags: the page's own chunk, its
// imports and the GraphQL documents they run, found in the web build's manifest (web/vite.config.ts, build.manifest)
// from the modules the first paint showed (web/src/app/painted-modules.ts). Asked for with the HTML, they download
// beside the libraries, where the app would otherwise ask for them once the libraries had arrived and run: on a phone
// at 400 kbps and 400 ms round trips, seconds later.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of the browser's build manifest (Vite's ManifestChunk, the fields read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export class ChunkPreloads {
  private constructor(
    private readonly manifest: Record<string, ManifestChunk>,
    /** The entry's chunks, which the shell preloads itself. */
    private readonly inShell: ReadonlySet<string>,
  ) {}

  /** None when the build has no manifest (an older build): painted pages preload what the shell does. */
  static load(webDistDir: string): ChunkPreloads | null {
    const file = join(webDistDir, '.vite', 'manifest.json');
    if (!existsSync(file)) return null;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const preloads = new ChunkPreloads(manifest, new Set());
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    return new ChunkPreloads(manifest, new Set(preloads.chunks(entries)));
  }

  /** The chunks of `modules` and of what they import, each module's own chunk before its imports' (manifest keys). */
  private chunks(modules: readonly string[]): string[] {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || this.inShell.has(key) || !this.manifest[key]) return;
      seen.add(key);
      for (const imported of this.manifest[key].imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...seen];
  }

  /** The tags for the painted page's head, after the shell's own (the entry's and the libraries' first). */
  links(modules: readonly string[]): string {
    return this.chunks(modules)
      .map((key) => `<link rel="modulepreload" crossorigin href="/${this.manifest[key]!.file}">`)
      .join('\n    ');
  }
}
