import type { ResponseResult, ResponseSchema } from '../responseSchema.js'

/** A response schema's parsed value, as the HTTP client reads it; throws its issues' messages. */
export function parseResponse<T>(schema: ResponseSchema<T>, value: unknown): T {
  const result = schema['~standard'].validate(value) as ResponseResult<T>
  if (result.issues) throw new Error(result.issues.map((i) => i.message).join('; '))
  return result.value
}
