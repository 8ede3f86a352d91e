import { Injectable } from '@nestjs/common';
import type { ScoreAnnotation } from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import { annotateTeam, annotationKey, type AnnotationKey } from '../../common/scoring/annotate-team';
import { teamRoundSettings } from '../../common/scoring/round-settings';
import { CourseService } from '../course/course.service';
import type { ScoreEntity } from './score.entity';
import type { ScoreAnnotationChange } from './score.repository';
import type { ScoringContext } from './score-write.reader';
import { CourseRatingCache } from './course-rating.cache';

export interface AnnotatedScores {
  context: ScoringContext;
  scores: ScoreEntity[];
  annotations: Map<AnnotationKey, ScoreAnnotation>;
}

/** netScore and isBest of a team's scores under its tournament's settings and its course's rating. */
@Injectable()
export class ScoreAnnotationService {
  private readonly ratings = new CourseRatingCache();

  constructor(private readonly courses: CourseService) {}

  async annotate(manager: EntityManager, context: ScoringContext, scores: ScoreEntity[]): Promise<AnnotatedScores> {
    const { tournament, team } = context;
    const courseRating = await this.ratings.get(tournament.courseId, (courseId) => this.courses.findTeeRating(courseId, manager));
    return { context, scores, annotations: annotateTeam(team, scores, teamRoundSettings(tournament, courseRating)) };
  }
}

/** The scores whose stored netScore or isBest no longer match the fresh annotations. */
export function changedAnnotations({ scores, annotations }: AnnotatedScores): ScoreAnnotationChange[] {
  return scores.flatMap((score) => {
    const annotation = annotations.get(annotationKey(score.playerId, score.hole));
    if (!annotation || (Number(score.netScore) === annotation.netScore && score.isBest === annotation.isBest)) return [];
    return [{ id: score.id, hole: score.hole, netScore: annotation.netScore, isBest: annotation.isBest }];
  });
}
