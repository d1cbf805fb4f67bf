// Puts an address into postal-service form (USPS Publication 28 style): upper case, no periods or
// commas, single spaces, street suffixes, directions and unit designators abbreviated.

const streetSuffixes: Record<string, string> = {
  ALLEY: 'ALY',
  AVENUE: 'AVE',
  AV: 'AVE',
  BOULEVARD: 'BLVD',
  CIRCLE: 'CIR',
  COURT: 'CT',
  CREEK: 'CRK',
  CROSSING: 'XING',
  DRIVE: 'DR',
  EXPRESSWAY: 'EXPY',
  FREEWAY: 'FWY',
  HEIGHTS: 'HTS',
  HIGHWAY: 'HWY',
  LANE: 'LN',
  PARKWAY: 'PKWY',
  PLACE: 'PL',
  PLAZA: 'PLZ',
  POINT: 'PT',
  RIDGE: 'RDG',
  ROAD: 'RD',
  SQUARE: 'SQ',
  STREET: 'ST',
  STR: 'ST',
  TERRACE: 'TER',
  TRAIL: 'TRL',
};

const directions: Record<string, string> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
};

/** Unit designators, long and short forms, to their abbreviation. */
export const unitDesignators: Record<string, string> = {
  APARTMENT: 'APT',
  APT: 'APT',
  BASEMENT: 'BSMT',
  BSMT: 'BSMT',
  BUILDING: 'BLDG',
  BLDG: 'BLDG',
  DEPARTMENT: 'DEPT',
  DEPT: 'DEPT',
  FLOOR: 'FL',
  FL: 'FL',
  FRONT: 'FRNT',
  FRNT: 'FRNT',
  LOT: 'LOT',
  PENTHOUSE: 'PH',
  PH: 'PH',
  PMB: 'PMB',
  REAR: 'REAR',
  ROOM: 'RM',
  RM: 'RM',
  SPACE: 'SPC',
  SPC: 'SPC',
  SUITE: 'STE',
  STE: 'STE',
  UNIT: 'UNIT',
  '#': '#',
};

/** Designators that name a place on their own; every other one needs a number after it. */
export const designatorsWithoutNumber = new Set(['BSMT', 'FRNT', 'PH', 'REAR']);

/** Upper case, periods and commas dropped, `#` set apart, single spaces. */
export function cleanLine(text: string): string {
  return text.toUpperCase().replace(/[.,]/g, '').replace(/#/g, ' # ').replace(/\s+/g, ' ').trim();
}

export function standardizeStreet(streetAddress: string): string {
  const words = cleanLine(streetAddress).split(' ');
  const last = words.length - 1;
  const postDirection = words.length >= 4 ? directions[words[last] ?? ''] : undefined;
  if (postDirection) words[last] = postDirection;
  const suffixAt = postDirection ? last - 1 : last;
  const suffix = streetSuffixes[words[suffixAt] ?? ''];
  // A single word is a street name ("Broadway"), never a suffix.
  if (suffixAt >= 1 && suffix) words[suffixAt] = suffix;
  // "1 North Ave": NORTH is the street's name when only the suffix follows it.
  const preAt = /^\d/.test(words[0] ?? '') ? 1 : 0;
  const preDirection = directions[words[preAt] ?? ''];
  if (words.length - preAt >= 3 && preDirection) words[preAt] = preDirection;
  return words.join(' ');
}

/** A unit without a known designator gets `#`, as the postal service writes it. */
export function standardizeUnit(apt: string): string {
  const words = cleanLine(apt).split(' ');
  const designator = unitDesignators[words[0] ?? ''];
  if (designator) return [designator, ...words.slice(1)].join(' ');
  return ['#', ...words].join(' ');
}

export function standardizeCity(city: string): string {
  return city.toUpperCase().replace(/\s+/g, ' ').trim();
}
