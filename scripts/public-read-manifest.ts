// Writes the persisted-query manifest of the web app's public reads (shared/src/public-read-manifest.json), run by
// `npm run codegen` after the typed documents are generated: each public read's operation name, the text the web app
// sends and its SHA-256, which the API knows from its start (so a visitor's first GET by hash is a hit, not a miss
// and a resend). The texts are what Apollo Client itself sends: the generated documents go through a client with the
// web app's persisted-query link (its transforms add __typename), and a last link records each operation.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { print } from '@apollo/client/utilities';
import { type DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { PUBLIC_READS, type PersistedPublicRead } from '../shared/src/public-reads.js';
import * as documents from '../web/src/gql/graphql.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The public reads as the web app sends them, in the order of PUBLIC_READS. */
export async function publicReadManifest(): Promise<PersistedPublicRead[]> {
  const sent = new Map<string, PersistedPublicRead>();
  const recorder = new ApolloLink((operation) => {
    const { sha256Hash } = operation.extensions.persistedQuery as { sha256Hash: string };
    sent.set(operation.operationName!, { operationName: operation.operationName!, sha256Hash, query: print(operation.query) });
    return new Observable((observer) => {
      observer.next({ data: null });
      observer.complete();
    });
  });
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([new PersistedQueryLink({ sha256, useGETForHashedQueries: true }), recorder]),
  });
  const byName = documents as unknown as Record<string, DocumentNode | undefined>;
  for (const name of PUBLIC_READS) {
    const query = byName[`${name}Document`];
    if (!query) throw new Error(`The web app has no query named ${name}.`);
    await client.query({ query, fetchPolicy: 'no-cache' }).catch(() => undefined);
  }
  return PUBLIC_READS.map((name) => {
    const read = sent.get(name);
    if (!read) throw new Error(`${name} was not sent.`);
    return read;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const path = resolve(import.meta.dirname, '../shared/src/public-read-manifest.json');
  writeFileSync(path, `${JSON.stringify(await publicReadManifest(), null, 2)}\n`);
  console.log(`Wrote ${PUBLIC_READS.length} public reads to shared/src/public-read-manifest.json`);
}
