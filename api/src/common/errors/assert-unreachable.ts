export function assertUnreachable(value: never, message = `Unhandled value: ${String(value)}`): never {
  throw new Error(message);
}
