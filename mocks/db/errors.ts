/** A refusal of the mock database (an unknown id, a taken id); the handlers answer it with its status. */
export class MockDbError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
  }
}
