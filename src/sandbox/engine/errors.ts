// An error the sandbox answers with: the router turns it into the API's error envelope.

export interface FieldViolation {
  field: string;
  description: string;
  [key: string]: unknown;
}

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Array<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export const badRequest = (message: string, details?: FieldViolation[]) =>
  new SandboxError(400, message, details);
export const forbidden = (
  message = 'The caller does not have permission to execute the specified operation',
) => new SandboxError(403, message);
export const notFound = (message: string) => new SandboxError(404, message);
export const conflict = (message: string, details?: FieldViolation[]) =>
  new SandboxError(409, message, details);
export const unprocessable = (message: string, details?: FieldViolation[]) =>
  new SandboxError(422, message, details);
