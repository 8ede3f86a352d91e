import { Injectable } from '@nestjs/common';
import { type ActivityItem, activityFeedSize } from '@fairway/contracts/live-event';
import { ActivityRepository, type ActivityRow } from './activity.repository';
import type { NewActivity } from './detect-activity';

const toItem = ({ createdAt, ...row }: ActivityRow): ActivityItem => ({ ...row, createdAt: createdAt.toISOString() });

/** The activity feed: what was worth telling each tournament, each happening told once. */
@Injectable()
export class ActivityService {
  constructor(private readonly activity: ActivityRepository) {}

  /** Keeps the new items and returns those not told before, in the given order. */
  async record(tournamentId: string, items: readonly NewActivity[]): Promise<ActivityItem[]> {
    if (items.length === 0) return [];
    return (await this.activity.insertNew(tournamentId, items)).map(toItem);
  }

  /** The last 20, newest first. */
  async latest(tournamentId: string): Promise<ActivityItem[]> {
    return (await this.activity.latest(tournamentId, activityFeedSize)).map(toItem);
  }
}
