import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CatalogueCourse, courseCatalogue } from '../../database/seeds/course-catalogue';
import { CourseCatalogueRepository } from './course-catalogue.repository';

/** Seeds the course catalogue once the app has started (migrations have run by then). */
@Injectable()
export class CourseCatalogueSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(CourseCatalogueSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: CourseCatalogueRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed();
    this.logger.log(`Course catalogue seeded (${courseCatalogue.length} courses)`);
  }

  /**
   * Writes the catalogue into courses/course_tees, matching courses by name + location and tees by their
   * order, so ids stay stable (tournaments point at them) and a restart never duplicates anything. Rows
   * that are not in the catalogue are left alone. Replicas starting together take turns on an advisory lock.
   */
  seed(catalogue: readonly CatalogueCourse[] = courseCatalogue): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await this.catalogue.lockSeed(manager);
      for (const course of catalogue) {
        const courseId = await this.catalogue.upsertCourse(manager, course);
        for (const [sortOrder, tee] of course.tees.entries()) await this.catalogue.upsertTee(manager, courseId, sortOrder, tee);
      }
    });
  }
}
