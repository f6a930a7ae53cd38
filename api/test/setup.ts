// Runs before every API test file. Keeps the process quiet and in test mode.
process.env.NODE_ENV = 'test';
