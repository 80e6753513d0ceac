// The shopper's words for store pickup (store locator, store choice, pickup shop, product page).

export const PICKUP_TEXTS = {
  /** Product page, the chosen store has it: "Pick up today at Oxford Street: 3 left". */
  pickUpToday: (storeName: string, stock: number) => `Pick up today at ${storeName}: ${stock} left`,
  soldOutAt: (storeName: string) => `Sold out at ${storeName}`,
  notAvailableAt: (storeName: string) => `Not available for pickup at ${storeName}`,
  chooseSizeFor: (storeName: string) => `Choose a size to see what ${storeName} has for pickup`,
  addForPickup: 'Add for pickup',
  addedForPickup: (storeName: string) => `Added to your pickup bag for ${storeName}`,
  cappedAt: (stock: number) => `The store has ${stock} for pickup: your pickup bag holds them all`,
  soldOut: 'SOLD OUT',
  /** Pickup shop card: the store's units of the product (or chosen size). */
  stockAt: (stock: number, storeName: string) => `${stock} at ${storeName}`,
  sizeLeft: (size: string, stock: number) => `${size} (${stock > 0 ? `${stock} left` : 'SOLD OUT'})`,
  pickupShopTitle: (storeName: string) => `Pickup at ${storeName}`,
  bagFull: 'Your pickup bag is full',
  /** A bag may not mix stores: the shopper chooses. */
  otherStore: (bagStore: string, wantedStore: string) =>
    `Your pickup bag holds items for ${bagStore}. A pickup order is collected at one store: empty the bag and switch to ${wantedStore}, or keep your bag as it is?`,
  switchStore: (wantedStore: string) => `Empty bag and switch to ${wantedStore}`,
  keepBag: 'Keep my bag',
  chooseStore: 'Choose a pickup store',
  changeStore: 'Change store',
  clearStore: 'Stop using store pickup',
  chosenStore: (storeName: string) => `Picking up at ${storeName}`,
  noStoreChosen: 'Choose the store you’ll collect from, then shop what it has in stock.',
  useThisStore: 'Pick up here',
  shopThisStore: 'Shop for pickup',
  noPickupStores: 'No stores in your country offer pickup at the moment.',
  storeUnavailable: 'The store you chose no longer offers pickup. Please choose another.',
  nothingOffered: 'This store has no products for pickup at the moment.',
  bagSummary: (count: number, storeName: string) => `${count === 1 ? '1 item' : `${count} items`} in your pickup bag for ${storeName}`,
  bagEmpty: 'Your pickup bag is empty.',
  goToPickupCheckout: 'Go to pickup checkout',
  remove: 'Remove',
  size: 'Size',
  chooseSize: 'Choose a size',
  // Store locator
  openNow: 'Open now',
  closedNow: 'Closed now',
  todayHours: (opens: string, closes: string) => `Today ${opens}–${closes}`,
  closedToday: 'Closed today',
  weekHours: 'Opening hours',
  closed: 'Closed',
  pickupOffered: 'Store pickup available',
  pickupNotOffered: 'No store pickup',
  directions: 'Directions',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  locationRefused: 'We couldn’t get your location. Type a ZIP code or postcode instead.',
  postcodeLabel: 'ZIP code or postcode',
  sortByPostcode: 'Sort by distance',
  postcodeUnknown: (prefix: string) => `We can’t place “${prefix}” yet. Try a nearby ZIP code or postcode, or use your location.`,
  postcodeInvalid: 'Please enter a US ZIP code or a UK postcode (or its first letters).',
  sortedFrom: (label: string) => `Nearest to ${label} first`,
  sortedFromYou: 'Nearest to you first',
  /** The miles come formatted (formatMiles). */
  distanceMiles: (miles: string) => `${miles} mi away`,
  showingByCountry: 'Stores are listed by country until we can place you.',
} as const;

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
