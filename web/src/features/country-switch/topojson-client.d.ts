// topojson-client, which react-simple-maps brings and uses, ships no types: the one function the map calls.
declare module 'topojson-client' {
  import type { FeatureCollection, GeoJsonProperties, Geometry } from 'geojson';
  import type { GeometryCollection, Topology } from 'topojson-specification';

  /** The GeoJSON features of one collection of a topology. */
  export function feature<Properties extends GeoJsonProperties>(topology: Topology, object: GeometryCollection<Properties>): FeatureCollection<Geometry, Properties>;
}
