/** A place on the map: longitude and latitude as decimal text (core keeps them to 6 places). */
export interface Place {
  lng: string;
  lat: string;
}

/** What the map opens on: a place and a zoom level (Leaflet's: 13 shows a town's streets). */
export interface MapView {
  centre: Place;
  zoom: number;
}
