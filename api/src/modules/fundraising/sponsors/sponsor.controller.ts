import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Req, Res, StreamableFile } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import { limits } from '@fairway/contracts/limits';
import {
  createSponsorInput,
  type CreateSponsorInput,
  createSponsorTierInput,
  type CreateSponsorTierInput,
  holeParams,
  type HoleParams,
  holeSponsorInput,
  type HoleSponsorInput,
  type HoleSponsorsResponse,
  type PublicSponsor,
  type Sponsor,
  sponsorParams,
  type SponsorParams,
  type SponsorTier,
  sponsorTierParams,
  type SponsorTierParams,
  updateSponsorInput,
  type UpdateSponsorInput,
} from '@fairway/contracts/sponsor';
import type { Request, Response } from 'express';
import { type AuthUser, CurrentUser, Public } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { readRawBody } from '../../../common/body-limits/read-raw-body';
import { SponsorService } from './sponsor.service';

@Controller('tournaments/:id')
export class SponsorController {
  constructor(private readonly sponsors: SponsorService) {}

  @Public()
  @Get('sponsor-tiers')
  tiers(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<SponsorTier[]> {
    return this.sponsors.tiers(id);
  }

  @Post('sponsor-tiers')
  createTier(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createSponsorTierInput)) input: CreateSponsorTierInput,
    @CurrentUser() user: AuthUser,
  ): Promise<SponsorTier> {
    return this.sponsors.createTier(id, input, user);
  }

  @Delete('sponsor-tiers/:tierId')
  @HttpCode(HttpStatus.NO_CONTENT)
  removeTier(@Param(new ZodValidationPipe(sponsorTierParams)) { id, tierId }: SponsorTierParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.sponsors.removeTier(id, tierId, user);
  }

  @Public()
  @Get('sponsors')
  list(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser | null): Promise<Array<Sponsor | PublicSponsor>> {
    return this.sponsors.list(id, user);
  }

  @Post('sponsors')
  create(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createSponsorInput)) input: CreateSponsorInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Sponsor> {
    return this.sponsors.create(id, input, user);
  }

  @Patch('sponsors/:sponsorId')
  update(
    @Param(new ZodValidationPipe(sponsorParams)) { id, sponsorId }: SponsorParams,
    @Body(new ZodValidationPipe(updateSponsorInput)) input: UpdateSponsorInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Sponsor> {
    return this.sponsors.update(id, sponsorId, input, user);
  }

  @Delete('sponsors/:sponsorId')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param(new ZodValidationPipe(sponsorParams)) { id, sponsorId }: SponsorParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.sponsors.remove(id, sponsorId, user);
  }

  /** The body is the image itself (PNG, JPEG or WebP), not a form. */
  @Put('sponsors/:sponsorId/logo')
  async uploadLogo(
    @Param(new ZodValidationPipe(sponsorParams)) { id, sponsorId }: SponsorParams,
    @Req() request: Request,
    @CurrentUser() user: AuthUser,
  ): Promise<Sponsor> {
    return this.sponsors.uploadLogo(id, sponsorId, await readRawBody(request, limits.maxSponsorLogoBytes), user);
  }

  @Public()
  @Get('sponsors/:sponsorId/logo')
  async logo(
    @Param(new ZodValidationPipe(sponsorParams)) { id, sponsorId }: SponsorParams,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { type, bytes } = await this.sponsors.logo(id, sponsorId);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'");
    response.setHeader('Cache-Control', 'public, max-age=60');
    return new StreamableFile(bytes, { type, length: bytes.length });
  }

  @Public()
  @Get('hole-sponsors')
  holes(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<HoleSponsorsResponse> {
    return this.sponsors.holes(id);
  }

  @Put('hole-sponsors/:hole')
  setHole(
    @Param(new ZodValidationPipe(holeParams)) { id, hole }: HoleParams,
    @Body(new ZodValidationPipe(holeSponsorInput)) { sponsorId }: HoleSponsorInput,
    @CurrentUser() user: AuthUser,
  ): Promise<HoleSponsorsResponse> {
    return this.sponsors.setHole(id, hole, sponsorId, user);
  }

  @Delete('hole-sponsors/:hole')
  clearHole(@Param(new ZodValidationPipe(holeParams)) { id, hole }: HoleParams, @CurrentUser() user: AuthUser): Promise<HoleSponsorsResponse> {
    return this.sponsors.clearHole(id, hole, user);
  }
}
