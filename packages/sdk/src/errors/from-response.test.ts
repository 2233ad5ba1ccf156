import { describe, expect, it } from 'vitest';
import {
  ApplicationError,
  HttpError,
  isApplicationError,
  isAtriumError,
  isHttpError,
  isSystemError,
  isValidationError,
  SystemError,
  toUpperSnake,
  ValidationError,
} from './errors.js';
import { errorFromFailure, errorFromResponse } from './from-response.js';

const json = (status: number, body: unknown, init: { statusText?: string; requestId?: string } = {}) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: init.statusText,
    headers: init.requestId ? { 'x-wix-request-id': init.requestId } : {},
  });

describe('errorFromResponse', () => {
  it('builds a validation error: sorted, mapped to argument names, joined', async () => {
    const response = json(
      400,
      {
        message: 'INVALID_ARGUMENT',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'password', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
              {
                field: 'loginId.email',
                description: 'must be a valid email',
                violatedRule: 'FORMAT',
                data: { type: 'EMAIL' },
              },
            ],
          },
        },
      },
      { requestId: 'r-1' },
    );
    const error = await errorFromResponse(response, (field) =>
      field === 'password' ? 'options.password' : field,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(isValidationError(error) && isAtriumError(error)).toBe(true);
    expect(isApplicationError(error)).toBe(false);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "loginId.email" must be a valid email, "options.password" must not be empty',
    );
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('r-1');
    expect(error.details).toEqual({
      validationError: {
        fieldViolations: [
          {
            field: 'loginId.email',
            description: 'must be a valid email',
            violatedRule: 'FORMAT',
            data: { type: 'EMAIL' },
          },
          { field: 'options.password', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
        ],
      },
      requestId: 'r-1',
    });
  });

  it('builds an application error with the description appended when it differs', async () => {
    const body = {
      message: 'Login failed',
      details: { applicationError: { code: '-19976', description: 'Wrong password', data: { attempts: 2 } } },
    };
    const error = await errorFromResponse(json(401, body, { requestId: 'r-2' }));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(isHttpError(error)).toBe(false);
    const application = error as ApplicationError;
    expect(application.message).toBe('Login failed: Wrong password');
    expect(application.code).toBe('-19976');
    expect(application.description).toBe('Wrong password');
    expect(application.data).toEqual({ attempts: 2 });
    expect(application.status).toBe(401);
    expect(application.requestId).toBe('r-2');
    expect(application.details).toEqual({
      applicationError: { code: '-19976', description: 'Wrong password', data: { attempts: 2 } },
      requestId: 'r-2',
    });
  });

  it('does not repeat a description equal to the message', async () => {
    const body = {
      message: 'Cart not found',
      details: {
        applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found', data: {} },
      },
    };
    const error = await errorFromResponse(json(404, body));
    expect(error.message).toBe('Cart not found');
    expect((error as ApplicationError).code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('treats another 4xx as an application error named after its status text', async () => {
    const error = await errorFromResponse(
      new Response('<html>nope</html>', {
        status: 429,
        statusText: 'Too Many Requests',
        headers: { 'x-wix-request-id': 'r-3' },
      }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(isApplicationError(error)).toBe(true);
    const http = error as HttpError;
    expect(http.code).toBe('TOO_MANY_REQUESTS');
    expect(http.description).toBe('Too Many Requests');
    expect(http.message).toBe('Too Many Requests');
    expect(http.status).toBe(429);
    expect(http.requestId).toBe('r-3');
  });

  it('keeps a server message of an unknown 4xx body and derives the code without a reason phrase', async () => {
    const error = (await errorFromResponse(json(404, { message: 'no such route' }))) as HttpError;
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('no such route: Not Found');
  });

  it('makes a system error of a 5xx, naming the request id', async () => {
    const error = await errorFromResponse(
      json(500, { message: 'System error occurred' }, { requestId: 'r-4' }),
    );
    expect(error).toBeInstanceOf(SystemError);
    expect(isSystemError(error) && !isApplicationError(error)).toBe(true);
    expect(error.message).toBe('System error occurred, request-id: r-4');
    expect(error.status).toBe(500);
    expect(error.details).toEqual({ requestId: 'r-4' });
  });

  it('makes a system error of a 2xx other than 200 (WIRE.md section 2)', async () => {
    const error = await errorFromResponse(new Response(null, { status: 204 }));
    expect(isSystemError(error)).toBe(true);
    expect(error.status).toBe(204);
  });

  it('serialises the cause when there is no request id', async () => {
    const error = await errorFromResponse(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    expect(error.message).toBe('System error occurred, {"status":502,"statusText":"Bad Gateway"}');
    const failure = errorFromFailure(new TypeError('fetch failed'));
    expect(failure.message).toBe('System error occurred, {"name":"TypeError","message":"fetch failed"}');
    expect(failure.status).toBeUndefined();
    expect(failure.requestId).toBeUndefined();
    expect(failure.cause).toBeInstanceOf(TypeError);
  });
});

describe('toUpperSnake', () => {
  it('derives codes from status texts', () => {
    expect(toUpperSnake('Not Found')).toBe('NOT_FOUND');
    expect(toUpperSnake("I'm a Teapot")).toBe('I_M_A_TEAPOT');
    expect(toUpperSnake('Precondition Required')).toBe('PRECONDITION_REQUIRED');
  });
});
