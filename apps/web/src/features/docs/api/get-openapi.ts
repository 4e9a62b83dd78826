import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import type { OpenApiDocument } from '../openapi-model';

export const docsKeys = { openapi: ['docs', 'openapi'] as const };

// The API's own OpenAPI document (generated from the contracts and the registry).
export function useOpenApi() {
  return useQuery({
    queryKey: docsKeys.openapi,
    queryFn: () => http<OpenApiDocument>('/openapi.json'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
