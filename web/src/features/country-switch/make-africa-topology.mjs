// Cuts the African shapes out of world-atlas's 50m TopoJSON (757 KB) into africa-50m.json, so the
// country-switch overlay downloads only Africa. Run from the repo root when world-atlas changes:
//   node web/src/features/country-switch/make-africa-topology.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const countries = JSON.parse(readFileSync(require.resolve('world-countries/countries.json'), 'utf8'));

const africanIds = new Set(countries.filter((country) => country.region === 'Africa').map((country) => country.ccn3));
// Somaliland has no ISO code in world-atlas; keep it so the Horn of Africa has no hole.
const keep = (geometry) => africanIds.has(geometry.id) || geometry.properties?.name === 'Somaliland';

const geometries = world.objects.countries.geometries.filter(keep);
const arcIndex = new Map();
const arcs = [];
const remap = (index) => {
  const original = index < 0 ? ~index : index;
  if (!arcIndex.has(original)) {
    arcIndex.set(original, arcs.length);
    arcs.push(world.arcs[original]);
  }
  const next = arcIndex.get(original);
  return index < 0 ? ~next : next;
};
const walk = (value) => (Array.isArray(value) ? value.map(walk) : remap(value));
for (const geometry of geometries) geometry.arcs = walk(geometry.arcs);

const topology = {
  type: 'Topology',
  transform: world.transform,
  objects: { countries: { type: 'GeometryCollection', geometries } },
  arcs,
};
const target = new URL('./africa-50m.json', import.meta.url);
writeFileSync(target, JSON.stringify(topology));
console.log(`${geometries.length} shapes, ${arcs.length} arcs → ${target.pathname}`);
