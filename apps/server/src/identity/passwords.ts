import { hash } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}
