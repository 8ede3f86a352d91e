import { HttpStatus } from '@nestjs/common';
import { auctionMessages } from '@fairway/contracts/auction';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

/** The refusals of the fund-a-need, bidder numbers, photos and the organiser's close and extend. */
export enum AuctionControlCode {
  FundANeedNotFound = 'AUCTION_FUND_A_NEED_NOT_FOUND',
  LevelNotOffered = 'AUCTION_LEVEL_NOT_OFFERED',
  FundANeedClosed = 'AUCTION_FUND_A_NEED_CLOSED',
  FundANeedHasGifts = 'AUCTION_FUND_A_NEED_HAS_GIFTS',
  EmailTaken = 'AUCTION_BIDDER_EMAIL_TAKEN',
  ItemNotOpen = 'AUCTION_ITEM_NOT_OPEN',
  PhotoInvalid = 'AUCTION_PHOTO_INVALID',
  PhotoTooLarge = 'AUCTION_PHOTO_TOO_LARGE',
  PhotoNotFound = 'AUCTION_PHOTO_NOT_FOUND',
  TooManyPhotos = 'AUCTION_TOO_MANY_PHOTOS',
  KeyReused = 'AUCTION_GIFT_KEY_REUSED',
}

export class AuctionControlException extends DomainException<AuctionControlCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case AuctionControlCode.FundANeedNotFound:
      case AuctionControlCode.PhotoNotFound:
        return HttpStatus.NOT_FOUND;
      case AuctionControlCode.LevelNotOffered:
      case AuctionControlCode.PhotoInvalid:
        return HttpStatus.BAD_REQUEST;
      case AuctionControlCode.PhotoTooLarge:
        return HttpStatus.PAYLOAD_TOO_LARGE;
      case AuctionControlCode.FundANeedClosed:
      case AuctionControlCode.FundANeedHasGifts:
      case AuctionControlCode.EmailTaken:
      case AuctionControlCode.ItemNotOpen:
      case AuctionControlCode.TooManyPhotos:
      case AuctionControlCode.KeyReused:
        return HttpStatus.CONFLICT;
      default:
        return assertUnreachable(this.code);
    }
  }
}

const raise = (code: AuctionControlCode, message: string, path?: string) => new AuctionControlException(code, message, path ? [{ path, message }] : undefined);

export const fundANeedNotFound = () => raise(AuctionControlCode.FundANeedNotFound, auctionMessages.fundANeedNotFound);
export const levelNotOffered = () => raise(AuctionControlCode.LevelNotOffered, auctionMessages.levelNotOffered, 'amountCents');
export const fundANeedClosed = () => raise(AuctionControlCode.FundANeedClosed, auctionMessages.fundANeedClosed);
export const fundANeedHasGifts = () => raise(AuctionControlCode.FundANeedHasGifts, auctionMessages.fundANeedHasGifts);
export const giftKeyReused = () => raise(AuctionControlCode.KeyReused, auctionMessages.keyReused, 'idempotencyKey');
export const bidderEmailTaken = () => raise(AuctionControlCode.EmailTaken, auctionMessages.bidderEmailTaken, 'email');
export const itemNotOpen = () => raise(AuctionControlCode.ItemNotOpen, auctionMessages.itemNotOpen);
export const photoInvalid = () => raise(AuctionControlCode.PhotoInvalid, auctionMessages.photoTypeInvalid);
export const photoTooLarge = () => raise(AuctionControlCode.PhotoTooLarge, auctionMessages.photoTooLarge);
export const photoNotFound = () => raise(AuctionControlCode.PhotoNotFound, auctionMessages.photoNotFound);
export const tooManyPhotos = () => raise(AuctionControlCode.TooManyPhotos, auctionMessages.tooManyPhotos);
