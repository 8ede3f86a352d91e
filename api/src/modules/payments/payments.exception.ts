import { HttpStatus } from '@nestjs/common';
import { paymentMessages } from '@fairway/contracts/payment-messages';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum PaymentsExceptionCode {
  Unavailable = 'PAYMENTS_UNAVAILABLE',
  InvalidCheckout = 'PAYMENT_INVALID_CHECKOUT',
  CheckoutNotFound = 'PAYMENT_CHECKOUT_NOT_FOUND',
  SignatureInvalid = 'PAYMENT_SIGNATURE_INVALID',
  PayloadInvalid = 'PAYMENT_EVENT_INVALID',
  EventFailed = 'PAYMENT_EVENT_FAILED',
  ProviderFailed = 'PAYMENT_PROVIDER_FAILED',
  RefundTooLarge = 'PAYMENT_REFUND_TOO_LARGE',
  RefundNotPaid = 'PAYMENT_REFUND_NOT_PAID',
  InvalidRefund = 'PAYMENT_INVALID_REFUND',
  CardDeclined = 'PAYMENT_CARD_DECLINED',
  CheckoutClosed = 'PAYMENT_CHECKOUT_CLOSED',
}

export class PaymentsException extends DomainException<PaymentsExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case PaymentsExceptionCode.Unavailable:
        return HttpStatus.SERVICE_UNAVAILABLE;
      case PaymentsExceptionCode.InvalidCheckout:
      case PaymentsExceptionCode.SignatureInvalid:
      case PaymentsExceptionCode.PayloadInvalid:
      case PaymentsExceptionCode.InvalidRefund:
        return HttpStatus.BAD_REQUEST;
      case PaymentsExceptionCode.CheckoutNotFound:
        return HttpStatus.NOT_FOUND;
      case PaymentsExceptionCode.CardDeclined:
        return HttpStatus.PAYMENT_REQUIRED;
      case PaymentsExceptionCode.RefundTooLarge:
      case PaymentsExceptionCode.RefundNotPaid:
      case PaymentsExceptionCode.CheckoutClosed:
        return HttpStatus.CONFLICT;
      case PaymentsExceptionCode.EventFailed:
        return HttpStatus.INTERNAL_SERVER_ERROR;
      case PaymentsExceptionCode.ProviderFailed:
        return HttpStatus.BAD_GATEWAY;
      default:
        return assertUnreachable(this.code);
    }
  }
}

const raise = (code: PaymentsExceptionCode, message: string, path?: string) => new PaymentsException(code, message, path ? [{ path, message }] : undefined);

export const paymentsUnavailable = () => raise(PaymentsExceptionCode.Unavailable, paymentMessages.unavailable);
export const invalidCheckout = (message: string, path: string) => raise(PaymentsExceptionCode.InvalidCheckout, message, path);
export const checkoutNotFound = () => raise(PaymentsExceptionCode.CheckoutNotFound, paymentMessages.checkoutNotFound);
export const signatureMissing = () => raise(PaymentsExceptionCode.SignatureInvalid, paymentMessages.signatureMissing);
export const signatureInvalid = () => raise(PaymentsExceptionCode.SignatureInvalid, paymentMessages.signatureInvalid);
export const payloadInvalid = () => raise(PaymentsExceptionCode.PayloadInvalid, paymentMessages.payloadInvalid);
export const eventFailed = () => raise(PaymentsExceptionCode.EventFailed, paymentMessages.eventFailed);
export const providerFailed = () => raise(PaymentsExceptionCode.ProviderFailed, paymentMessages.providerFailed);
export const refundTooLarge = (leftCents: number) => raise(PaymentsExceptionCode.RefundTooLarge, paymentMessages.refundTooLarge(leftCents), 'amount');
export const refundNotPaid = () => raise(PaymentsExceptionCode.RefundNotPaid, paymentMessages.refundNotPaid);
export const invalidRefund = (message: string, path: string) => raise(PaymentsExceptionCode.InvalidRefund, message, path);
/** The test checkout's refusals for a client that did not ask for the page (the page says the same in HTML). */
export const cardDeclined = (message: string) => raise(PaymentsExceptionCode.CardDeclined, message);
export const checkoutClosed = (message: string) => raise(PaymentsExceptionCode.CheckoutClosed, message);
