/**
 * A small OpenAPI 3.1 document in the shape the server generates (/v1/openapi.json): a relative
 * server URL, bearer auth by default, public operations with `security: []`, $refs to components,
 * nullable fields as anyOf with null, zod's safe-integer bounds on integers.
 */
export const openApiFixture = {
  openapi: '3.1.0',
  info: { title: 'Walkfund API', version: '1.2.0', description: 'Teams, donations and reports.' },
  servers: [{ url: '/v1' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'Teams', description: 'Fundraising teams.' },
    { name: 'Auth', description: 'Sign-in and tokens.' },
    { name: 'Empty' },
  ],
  paths: {
    '/teams/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 9007199254740991 } }],
      get: {
        tags: ['Teams'],
        summary: 'A team with its members',
        parameters: [{ name: 'populate', in: 'query', description: 'Related records to include.', schema: { type: 'string', enum: ['captain', 'members'] } }],
        responses: {
          '200': { description: 'The team', content: { 'application/json': { schema: { $ref: '#/components/schemas/TeamDetail' } } } },
          '404': { description: 'Team not found', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
      patch: {
        tags: ['Teams'],
        'x-access': 'admin',
        summary: 'Change a team',
        deprecated: true,
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: { goal: { type: 'number', exclusiveMinimum: 0, default: 500 } } } } },
        },
        responses: { '204': { description: 'Changed' } },
      },
    },
    '/auth/login': {
      post: {
        tags: ['Auth'],
        summary: 'Sign in',
        description: 'Answers the user and a token pair.',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['email', 'password'],
                properties: { email: { type: 'string', format: 'email', maxLength: 254 }, password: { type: 'string', minLength: 8, maxLength: 128 } },
              },
            },
          },
        },
        responses: { '200': { description: 'Signed in', content: { 'application/json': { schema: { type: 'object', properties: { ok: { const: true } } } } } } },
      },
    },
    '/teams/list': {
      get: {
        summary: 'The public list of teams',
        security: [{}, { bearerAuth: [] }],
        responses: {
          '200': {
            description: 'Every team',
            content: { 'application/json': { schema: { type: 'array', items: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', pattern: '^[a-z0-9-]+$' } } } } } },
          },
        },
      },
    },
  },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      Error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: { type: 'string' } } },
      Captain: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' }, team: { $ref: '#/components/schemas/TeamDetail' } } },
      TeamDetail: {
        type: 'object',
        required: ['id', 'name', 'members'],
        properties: {
          id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          name: { type: 'string', minLength: 1, maxLength: 50, description: 'Shown on the public team page.' },
          captain: { anyOf: [{ $ref: '#/components/schemas/Captain' }, { type: 'null' }] },
          members: { type: 'array', maxItems: 20, items: { type: 'object', required: ['personId'], properties: { personId: { type: 'integer' } } } },
          totals: { type: 'object', additionalProperties: { type: 'number', minimum: 0 } },
        },
      },
    },
  },
};
