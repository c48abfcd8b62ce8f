export { createTestDb, type TestDb } from './test-db';
export { insertTestUser } from './test-user';
