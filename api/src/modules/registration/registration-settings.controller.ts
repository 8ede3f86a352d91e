import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  createPromoCodeInput,
  type CreatePromoCodeInput,
  createRegistrationProductInput,
  type CreateRegistrationProductInput,
  type PromoCode,
  promoCodeParams,
  type PromoCodeParams,
  type RegistrationProduct,
  registrationProductParams,
  type RegistrationProductParams,
  type RegistrationSettings,
  registrationSettingsInput,
  type RegistrationSettingsInput,
  updatePromoCodeInput,
  type UpdatePromoCodeInput,
  updateRegistrationProductInput,
  type UpdateRegistrationProductInput,
} from '@fairway/contracts/registration';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { RegistrationSettingsService } from './registration-settings.service';

/** The organiser's registration settings, products and promo codes (tournament admin only). */
@Controller('tournaments/:id/registration')
export class RegistrationSettingsController {
  constructor(private readonly registration: RegistrationSettingsService) {}

  @Get('settings')
  get(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<RegistrationSettings> {
    return this.registration.get(id, user);
  }

  @Put('settings')
  save(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(registrationSettingsInput)) input: RegistrationSettingsInput,
    @CurrentUser() user: AuthUser,
  ): Promise<RegistrationSettings> {
    return this.registration.save(id, input, user);
  }

  @Post('products')
  createProduct(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createRegistrationProductInput)) input: CreateRegistrationProductInput,
    @CurrentUser() user: AuthUser,
  ): Promise<RegistrationProduct> {
    return this.registration.createProduct(id, input, user);
  }

  @Patch('products/:productId')
  updateProduct(
    @Param(new ZodValidationPipe(registrationProductParams)) { id, productId }: RegistrationProductParams,
    @Body(new ZodValidationPipe(updateRegistrationProductInput)) input: UpdateRegistrationProductInput,
    @CurrentUser() user: AuthUser,
  ): Promise<RegistrationProduct> {
    return this.registration.updateProduct(id, productId, input, user);
  }

  @Delete('products/:productId')
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteProduct(
    @Param(new ZodValidationPipe(registrationProductParams)) { id, productId }: RegistrationProductParams,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.registration.deleteProduct(id, productId, user);
  }

  @Post('promo-codes')
  createPromoCode(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createPromoCodeInput)) input: CreatePromoCodeInput,
    @CurrentUser() user: AuthUser,
  ): Promise<PromoCode> {
    return this.registration.createPromoCode(id, input, user);
  }

  @Patch('promo-codes/:promoId')
  updatePromoCode(
    @Param(new ZodValidationPipe(promoCodeParams)) { id, promoId }: PromoCodeParams,
    @Body(new ZodValidationPipe(updatePromoCodeInput)) input: UpdatePromoCodeInput,
    @CurrentUser() user: AuthUser,
  ): Promise<PromoCode> {
    return this.registration.updatePromoCode(id, promoId, input, user);
  }

  @Delete('promo-codes/:promoId')
  @HttpCode(HttpStatus.NO_CONTENT)
  deletePromoCode(@Param(new ZodValidationPipe(promoCodeParams)) { id, promoId }: PromoCodeParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.registration.deletePromoCode(id, promoId, user);
  }
}
