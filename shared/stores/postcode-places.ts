// The postcode prefixes the shop can place on the map without asking anyone: US 3-digit ZIP
// prefixes and UK postcode areas around our stores and the big cities. Approximate centres are
// enough to sort stores by distance; an unknown prefix is said so plainly, never guessed.

export interface PlacedPrefix {
  country: 'US' | 'UK';
  /** The prefix as the shop knows it: "100" or "WC". */
  prefix: string;
  /** Where it is, in the shop's words ("New York, NY"). */
  label: string;
  latitude: number;
  longitude: number;
}

type Entry = readonly [label: string, latitude: number, longitude: number];

const US_ZIP3: Record<string, Entry> = {
  '100': ['Manhattan, NY', 40.776, -73.97], '101': ['Manhattan, NY', 40.75, -73.99], '102': ['Manhattan, NY', 40.71, -74.01],
  '103': ['Staten Island, NY', 40.58, -74.15], '104': ['Bronx, NY', 40.84, -73.87], '110': ['Queens, NY', 40.73, -73.79],
  '111': ['Long Island City, NY', 40.75, -73.94], '112': ['Brooklyn, NY', 40.65, -73.95], '113': ['Flushing, NY', 40.76, -73.83],
  '114': ['Jamaica, NY', 40.69, -73.8], '070': ['Newark, NJ', 40.74, -74.17], '071': ['Newark, NJ', 40.73, -74.2],
  '073': ['Jersey City, NJ', 40.72, -74.07], '105': ['Westchester, NY', 41.03, -73.77], '066': ['Bridgeport, CT', 41.18, -73.19],
  '021': ['Boston, MA', 42.36, -71.06], '191': ['Philadelphia, PA', 39.95, -75.17], '200': ['Washington, DC', 38.9, -77.04],
  '212': ['Baltimore, MD', 39.29, -76.61], '303': ['Atlanta, GA', 33.75, -84.39], '331': ['Miami, FL', 25.78, -80.21],
  '482': ['Detroit, MI', 42.35, -83.06], '441': ['Cleveland, OH', 41.5, -81.69], '152': ['Pittsburgh, PA', 40.44, -80.0],
  '606': ['Chicago, IL', 41.88, -87.63], '607': ['Chicago, IL', 41.85, -87.68], '608': ['Chicago, IL', 41.85, -87.68],
  '600': ['North Chicago suburbs, IL', 42.1, -87.9], '601': ['West Chicago suburbs, IL', 41.9, -88.1],
  '604': ['South Chicago suburbs, IL', 41.6, -87.7], '605': ['Naperville, IL', 41.77, -88.15], '532': ['Milwaukee, WI', 43.04, -87.91],
  '554': ['Minneapolis, MN', 44.98, -93.27], '631': ['St. Louis, MO', 38.63, -90.2], '462': ['Indianapolis, IN', 39.77, -86.16],
  '752': ['Dallas, TX', 32.78, -96.8], '770': ['Houston, TX', 29.76, -95.37], '787': ['Austin, TX', 30.27, -97.74],
  '786': ['Austin suburbs, TX', 30.5, -97.7], '782': ['San Antonio, TX', 29.42, -98.49], '802': ['Denver, CO', 39.74, -104.99],
  '850': ['Phoenix, AZ', 33.45, -112.07], '891': ['Las Vegas, NV', 36.17, -115.14], '841': ['Salt Lake City, UT', 40.76, -111.89],
  '900': ['Los Angeles, CA', 34.05, -118.25], '902': ['Inglewood, CA', 33.96, -118.35], '913': ['Van Nuys, CA', 34.19, -118.45],
  '921': ['San Diego, CA', 32.72, -117.16], '940': ['San Francisco Peninsula, CA', 37.55, -122.3], '941': ['San Francisco, CA', 37.77, -122.42],
  '943': ['Palo Alto, CA', 37.44, -122.14], '944': ['San Mateo, CA', 37.56, -122.32], '945': ['East Bay, CA', 37.8, -122.1],
  '946': ['Oakland, CA', 37.8, -122.27], '947': ['Berkeley, CA', 37.87, -122.27], '949': ['Marin County, CA', 38.0, -122.55],
  '950': ['San Jose, CA', 37.34, -121.89], '951': ['San Jose, CA', 37.3, -121.85], '958': ['Sacramento, CA', 38.58, -121.49],
  '972': ['Portland, OR', 45.52, -122.68], '981': ['Seattle, WA', 47.61, -122.33],
};

const UK_AREAS: Record<string, Entry> = {
  WC: ['Central London', 51.517, -0.12], EC: ['City of London', 51.517, -0.09], W: ['West London', 51.51, -0.2],
  SW: ['South West London', 51.46, -0.17], SE: ['South East London', 51.46, -0.05], E: ['East London', 51.53, -0.03],
  N: ['North London', 51.57, -0.11], NW: ['North West London', 51.55, -0.19], BR: ['Bromley', 51.4, 0.02],
  CR: ['Croydon', 51.37, -0.1], HA: ['Harrow', 51.58, -0.34], IG: ['Ilford', 51.56, 0.08], KT: ['Kingston upon Thames', 51.41, -0.3],
  TW: ['Twickenham', 51.45, -0.33], UB: ['Southall', 51.52, -0.4], EN: ['Enfield', 51.65, -0.08], RM: ['Romford', 51.58, 0.18],
  DA: ['Dartford', 51.44, 0.21], SM: ['Sutton', 51.36, -0.19], WD: ['Watford', 51.66, -0.4], OX: ['Oxford', 51.75, -1.26],
  CB: ['Cambridge', 52.2, 0.12], RG: ['Reading', 51.45, -0.97], BN: ['Brighton', 50.83, -0.14], GU: ['Guildford', 51.24, -0.57],
  M: ['Manchester', 53.48, -2.24], SK: ['Stockport', 53.41, -2.15], OL: ['Oldham', 53.54, -2.11], BL: ['Bolton', 53.58, -2.43],
  WN: ['Wigan', 53.55, -2.63], WA: ['Warrington', 53.39, -2.6], L: ['Liverpool', 53.41, -2.98], PR: ['Preston', 53.76, -2.7],
  BB: ['Blackburn', 53.75, -2.48], LS: ['Leeds', 53.8, -1.55], BD: ['Bradford', 53.79, -1.75], S: ['Sheffield', 53.38, -1.47],
  HD: ['Huddersfield', 53.65, -1.78], NE: ['Newcastle upon Tyne', 54.98, -1.61], B: ['Birmingham', 52.48, -1.9],
  CV: ['Coventry', 52.41, -1.51], NG: ['Nottingham', 52.95, -1.15], LE: ['Leicester', 52.64, -1.13], BS: ['Bristol', 51.45, -2.59],
  CF: ['Cardiff', 51.48, -3.18], EH: ['Edinburgh', 55.95, -3.19], G: ['Glasgow', 55.86, -4.25], KY: ['Kirkcaldy', 56.11, -3.16],
  FK: ['Falkirk', 56.0, -3.78], DD: ['Dundee', 56.46, -2.97], AB: ['Aberdeen', 57.15, -2.1], BT: ['Belfast', 54.6, -5.93],
};

/** What a typed ZIP code or postcode prefix came to. */
export type PostcodePlacing =
  | { kind: 'placed'; place: PlacedPrefix }
  /** Looks like a US ZIP or UK postcode, but the shop cannot place it. */
  | { kind: 'unknown'; prefix: string; country: 'US' | 'UK' }
  /** Neither a US ZIP nor a UK postcode. */
  | { kind: 'invalid' };

/** Places a typed US ZIP code (3 to 5 digits, or ZIP+4) or UK postcode (its area letters lead). */
export function placePostcode(typed: string): PostcodePlacing {
  const value = typed.trim().toUpperCase().replace(/\s+/g, ' ');
  const zip = /^(\d{3})(\d{0,2})(-\d{4})?$/.exec(value);
  if (zip) {
    const prefix = zip[1]!;
    const entry = US_ZIP3[prefix];
    return entry ? { kind: 'placed', place: toPlace('US', prefix, entry) } : { kind: 'unknown', prefix, country: 'US' };
  }
  // A UK postcode or its start: area letters, then (optionally) the district and the rest.
  const postcode = /^([A-Z]{1,2})(\d[A-Z\d]?( ?\d[A-Z]{2})?)?$/.exec(value);
  if (postcode) {
    const prefix = postcode[1]!;
    const entry = UK_AREAS[prefix];
    return entry ? { kind: 'placed', place: toPlace('UK', prefix, entry) } : { kind: 'unknown', prefix, country: 'UK' };
  }
  return { kind: 'invalid' };
}

function toPlace(country: 'US' | 'UK', prefix: string, [label, latitude, longitude]: Entry): PlacedPrefix {
  return { country, prefix, label, latitude, longitude };
}
