import { HTTP } from '@walkfund/domain';

/** A failure the API answers as `{code, message}` with `code` equal to the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: { field: string; message: string }[]) {
    return new AppError(HTTP.badRequest, message, details);
  }
  static unauthorized(message = 'Please authenticate') {
    return new AppError(HTTP.unauthorized, message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError(HTTP.forbidden, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(HTTP.notFound, message);
  }
  static conflict(message: string) {
    return new AppError(HTTP.conflict, message);
  }
}
