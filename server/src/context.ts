// What every service call receives first: the request's own entity manager and who is asking.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Role } from './modules/users/role.js';
import type { Services } from './services.js';

export interface Viewer {
  id: string;
  role: Role;
}

export interface RequestContext {
  em: EntityManager;
  viewer: Viewer | null;
  services: Services;
  config: Config;
  requestId: string;
  ip: string;
}
