import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { courseCatalogue } from '../../database/seeds/course-catalogue';
import { seedCourseCatalogue } from '../../database/seeds/seed-course-catalogue';

/** Seeds the course catalogue once the app has started (migrations have run by then). */
@Injectable()
export class CourseCatalogueSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(CourseCatalogueSeeder.name);

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedCourseCatalogue(this.dataSource, courseCatalogue);
    this.logger.log(`Course catalogue seeded (${courseCatalogue.length} courses)`);
  }
}
