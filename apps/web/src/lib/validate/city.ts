import { z } from 'zod';

/** Longest city name the address form takes (spec section 9). */
export const CITY_MAX_LENGTH = 22;

// ASCII letters only: addresses are checked against USPS data, which spells cities without accents.
// The first character must be a letter so that a value of only spaces or hyphens is not a city.
export const CITY_PATTERN = new RegExp(`^[A-Za-z][A-Za-z -]{0,${CITY_MAX_LENGTH - 1}}$`);

/** Whether `city` is 1 to 22 letters, spaces and hyphens, starting with a letter. No trimming here. */
export function isValidCity(city: string): boolean {
  return CITY_PATTERN.test(city);
}

export const citySchema = z
  .string()
  .trim()
  .min(1, 'Enter a city')
  .max(CITY_MAX_LENGTH, `A city has at most ${CITY_MAX_LENGTH} characters`)
  .regex(CITY_PATTERN, 'A city has only letters, spaces and hyphens');
