// The web server's configuration for a stand-in build a test writes (an index.html and a first-paint renderer in
// temporary folders), loaded as production loads it.
import { type Config, loadConfig } from '../../server/src/config.js';

export function standInWebConfig(webDistDir: string, webFirstPaintDir: string, origin = 'https://jambo.example'): Config {
  const config = loadConfig({ SKIP_ENV_FILE: '1', NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_API_URL: 'http://api.example.test', WEB_ORIGIN: origin });
  return { ...config, webDistDir, webFirstPaintDir };
}
