import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth';
import { FirebaseAdminApp } from '../../../common/auth/firebase-admin-app';

/** The identity service answers at most this many accounts per look-up. */
const perLookUp = 100;

/**
 * The names the close-out and the ledger show for the people who took money: an entry names a uid (or, from before accounts
 * had uids here, an e-mail). The caller's own name comes from their token; everyone else's from their account
 * (display name, else e-mail); an e-mail names itself; an account that cannot be read shows its uid.
 */
@Injectable()
export class CloseOutNamesService {
  private readonly logger = new Logger(CloseOutNamesService.name);

  constructor(private readonly admin: FirebaseAdminApp) {}

  async namesOf(people: readonly string[], caller: AuthUser): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const own = caller.displayName?.trim() || caller.email;
    if (own) names.set(caller.uid, own);
    const uids = [...new Set(people)].filter((person) => !names.has(person) && !person.includes('@'));
    for (let start = 0; start < uids.length; start += perLookUp) {
      for (const [uid, name] of await this.accounts(uids.slice(start, start + perLookUp))) names.set(uid, name);
    }
    for (const person of people) if (!names.has(person)) names.set(person, person);
    return names;
  }

  private async accounts(uids: readonly string[]): Promise<Array<[string, string]>> {
    try {
      const { users } = await this.admin.auth.getUsers(uids.map((uid) => ({ uid })));
      return users.flatMap((user) => {
        const name = user.displayName?.trim() || user.email;
        return name ? [[user.uid, name] as [string, string]] : [];
      });
    } catch (error) {
      // Without a service account the admin SDK cannot read accounts: the report still adds up, naming uids.
      this.logger.warn(`Names of people not read: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }
}
