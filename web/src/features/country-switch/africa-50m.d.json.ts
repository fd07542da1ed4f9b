// The shape make-africa-topology.mjs writes: world-atlas's country shapes, cut to Africa.
import type { GeometryCollection, Topology } from 'topojson-specification';

declare const africa: Topology<{ countries: GeometryCollection<{ name: string }> }>;
export default africa;
