import { HttpStatus } from '@nestjs/common';
import { auctionMessages } from '@fairway/contracts/auction';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum AuctionExceptionCode {
  ItemNotFound = 'AUCTION_ITEM_NOT_FOUND',
  BidRefused = 'AUCTION_BID_REFUSED',
  Closed = 'AUCTION_CLOSED',
  NotAllowed = 'AUCTION_NOT_ALLOWED',
  KeyReused = 'AUCTION_KEY_REUSED',
  HasBids = 'AUCTION_ITEM_HAS_BIDS',
  BidderNotFound = 'AUCTION_BIDDER_NOT_FOUND',
  NothingDue = 'AUCTION_NOTHING_DUE',
  BillChanged = 'AUCTION_BILL_CHANGED',
  OnlinePaymentUnavailable = 'AUCTION_ONLINE_PAYMENT_UNAVAILABLE',
  NotUnpaid = 'AUCTION_NOT_UNPAID',
  NoRunnerUp = 'AUCTION_NO_RUNNER_UP',
}

export class AuctionException extends DomainException<AuctionExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case AuctionExceptionCode.ItemNotFound:
      case AuctionExceptionCode.BidderNotFound:
        return HttpStatus.NOT_FOUND;
      case AuctionExceptionCode.BidRefused:
        return HttpStatus.BAD_REQUEST;
      case AuctionExceptionCode.Closed:
      case AuctionExceptionCode.KeyReused:
      case AuctionExceptionCode.HasBids:
      case AuctionExceptionCode.NothingDue:
      case AuctionExceptionCode.BillChanged:
      case AuctionExceptionCode.OnlinePaymentUnavailable:
      case AuctionExceptionCode.NotUnpaid:
      case AuctionExceptionCode.NoRunnerUp:
        return HttpStatus.CONFLICT;
      case AuctionExceptionCode.NotAllowed:
        return HttpStatus.FORBIDDEN;
      default:
        return assertUnreachable(this.code);
    }
  }
}

const raise = (code: AuctionExceptionCode, message: string, path?: string) => new AuctionException(code, message, path ? [{ path, message }] : undefined);

export const itemNotFound = () => raise(AuctionExceptionCode.ItemNotFound, auctionMessages.itemNotFound);
/** A bid the rules refuse for its amount: 400 with the field. */
export const bidRefused = (message: string, path: string) => raise(AuctionExceptionCode.BidRefused, message, path);
/** A bid the item's state refuses (closed, sold, withdrawn, not open): 409. */
export const biddingClosed = (message: string) => raise(AuctionExceptionCode.Closed, message);
export const notAllowedToBid = () => raise(AuctionExceptionCode.NotAllowed, auctionMessages.notAllowedToBid);
export const keyReused = () => raise(AuctionExceptionCode.KeyReused, auctionMessages.keyReused, 'idempotencyKey');
export const itemHasBids = () => raise(AuctionExceptionCode.HasBids, auctionMessages.itemHasBids);
export const bidderNotFound = () => raise(AuctionExceptionCode.BidderNotFound, auctionMessages.bidderNotFound);
export const nothingDue = () => raise(AuctionExceptionCode.NothingDue, auctionMessages.nothingDue);
/** The desk's total is not the bill's now (a line added, paid or passed since): 409, nothing taken. */
export const billChanged = () => raise(AuctionExceptionCode.BillChanged, auctionMessages.billChanged, 'expectedDueCents');
/** 409 rather than 503: a phone retries a 503 on its own, and no provider will appear by retrying. */
export const onlinePaymentUnavailable = () => raise(AuctionExceptionCode.OnlinePaymentUnavailable, auctionMessages.onlinePaymentUnavailable);
export const notUnpaid = () => raise(AuctionExceptionCode.NotUnpaid, auctionMessages.notUnpaid);
export const noRunnerUp = () => raise(AuctionExceptionCode.NoRunnerUp, auctionMessages.noRunnerUp);
