import { Inject, Injectable } from '@nestjs/common';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../../config/app-config.token';
import type { AppConfig } from '../../../config/env.schema';

/** Uploaded logos as files named by sponsor id in SPONSOR_LOGO_DIR; the type lives in the sponsors row. */
@Injectable()
export class SponsorLogoStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private path(sponsorId: string): string {
    return join(this.config.SPONSOR_LOGO_DIR, sponsorId);
  }

  /** Written beside and renamed into place, so a reader never sees half a file. */
  async save(sponsorId: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.config.SPONSOR_LOGO_DIR, { recursive: true });
    const partial = `${this.path(sponsorId)}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, this.path(sponsorId));
  }

  /** null when the file is gone (a deployment that lost its data folder). */
  async read(sponsorId: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(sponsorId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  remove(sponsorId: string): Promise<void> {
    return rm(this.path(sponsorId), { force: true });
  }
}
