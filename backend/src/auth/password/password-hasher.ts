import { Injectable } from '@nestjs/common';
import { type Options, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package's enum is an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum: t=2, m=19 MiB, p=1. */
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1 };

/**
 * Passwords as argon2id PHC strings. @node-rs/argon2 ships a prebuilt binary that loads everywhere (the `argon2`
 * package's crashes on load on some machines) and reads the hashes that package wrote, so no one must reset.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(hashed: string, password: string): Promise<boolean> {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown e-mail cannot be told from a wrong password. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not-a-real-password-Aa1');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
