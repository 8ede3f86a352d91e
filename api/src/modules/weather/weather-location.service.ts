import { Injectable } from '@nestjs/common';
import type { WeatherQuery } from '@fairway/contracts';
import { CourseService } from '../course/course.service';
import { TournamentService } from '../tournament/tournament.service';
import { coordinatesLabel, DEFAULT_WEATHER_LOCATION, type WeatherLocation } from './weather-location';

/** Where to report the weather for: the sent coordinates, else the active tournament's course, else the default. */
@Injectable()
export class WeatherLocationService {
  constructor(
    private readonly tournaments: TournamentService,
    private readonly courses: CourseService,
  ) {}

  async resolve(query: WeatherQuery): Promise<WeatherLocation> {
    if (query.lat !== undefined && query.lon !== undefined) {
      const coordinates = { latitude: query.lat, longitude: query.lon };
      return { ...coordinates, name: coordinatesLabel(coordinates) };
    }
    const tournament = await this.tournaments.featuredActive();
    const location = tournament && (await this.courses.findLocation(tournament.courseId, tournament.courseName));
    return location ?? DEFAULT_WEATHER_LOCATION;
  }
}
