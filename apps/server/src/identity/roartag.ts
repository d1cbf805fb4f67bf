// A member's roartag: the public tag others can send to. It is given with the user row when the
// member is created, so reading it never writes (decision 040).

/** A tag made of the first name and last initial plus four digits, e.g. `jordanr4821`. */
export function candidateRoartag(firstName: string, lastName: string, random: () => number = Math.random): string {
  const letters = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  const stem = `${letters(firstName).slice(0, 12)}${letters(lastName).slice(0, 1)}` || 'member';
  return `${stem}${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
}

/** How many candidates a new user's insert tries before it gives up on a free tag. */
export const roartagTries = 8;
