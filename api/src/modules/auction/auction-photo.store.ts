import { Inject, Injectable } from '@nestjs/common';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';

/**
 * Uploaded item photos as files named by photo id, kept beside the sponsor logos (in SPONSOR_LOGO_DIR's
 * auction-photos folder: the uploads' one volume); the type is read from the bytes when served.
 */
@Injectable()
export class AuctionPhotoStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get dir(): string {
    return join(this.config.SPONSOR_LOGO_DIR, 'auction-photos');
  }

  /** Written beside and renamed into place, so a reader never sees half a file. */
  async save(photoId: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const partial = join(this.dir, `${photoId}.${process.pid}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, join(this.dir, photoId));
  }

  /** null when the file is gone. */
  async read(photoId: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, photoId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  remove(photoId: string): Promise<void> {
    return rm(join(this.dir, photoId), { force: true });
  }
}
