import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CourseCatalogueRepository } from './course-catalogue.repository';
import { CourseCatalogueSeeder } from './course-catalogue.seeder';
import { CourseController } from './course.controller';
import { CourseEntity } from './course.entity';
import { CourseService } from './course.service';

@Module({
  imports: [TypeOrmModule.forFeature([CourseEntity])],
  controllers: [CourseController],
  providers: [CourseService, CourseCatalogueSeeder, CourseCatalogueRepository],
  exports: [CourseService],
})
export class CourseModule {}
