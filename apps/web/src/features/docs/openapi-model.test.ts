import { describe, expect, it } from 'vitest';
import { groupOperations, operationsOf, typeOf } from './openapi-model';

const document = {
  paths: {
    '/api/sales/{id}/refund': {
      post: {
        tags: ['sales'],
        summary: 'Devolución de una venta',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  reason: { type: 'string' },
                  lines: { type: 'array', items: { type: 'integer' } },
                },
                required: ['reason'],
              },
            },
          },
        },
        responses: { 200: { description: 'OK' }, 422: { description: 'Regla de negocio' } },
      },
    },
    '/api/health': { get: { tags: ['system'], summary: 'Estado', security: [], responses: {} } },
  },
};

describe('the API reference', () => {
  it('lists each operation with its parameters, body fields and answers', () => {
    const [refund, health] = operationsOf(document);
    expect(refund).toMatchObject({
      method: 'POST',
      path: '/api/sales/{id}/refund',
      tag: 'sales',
      public: false,
    });
    expect(refund.fields).toEqual([
      { name: 'id', type: 'entero', required: true, where: 'path' },
      { name: 'reason', type: 'texto', required: true, where: 'body' },
      { name: 'lines', type: 'lista de entero', required: false, where: 'body' },
    ]);
    expect(refund.responses.map((answer) => answer.status)).toEqual(['200', '422']);
    expect(health.public).toBe(true);
  });

  it('groups by tag and searches path, summary and tag', () => {
    const operations = operationsOf(document);
    expect(groupOperations(operations).map((group) => group.tag)).toEqual(['sales', 'system']);
    expect(groupOperations(operations, 'devolución').map((group) => group.tag)).toEqual(['sales']);
    expect(groupOperations(operations, 'nada así')).toEqual([]);
  });

  it('says types in Spanish', () => {
    expect(typeOf({ enum: ['a', 'b'] })).toBe('uno de: a, b');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('texto o cualquiera');
    expect(typeOf({ type: ['integer', 'null'] })).toBe('entero');
  });
});
