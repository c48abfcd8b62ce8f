export { type AppDeps, createApp } from './app';
export { readSettings, type Settings } from './env';
export { type Logger, silentLogger } from './log/logger';
export { type ScratchServer, startScratchServer } from './scratch-server';
export { type RunningServer, startServer } from './server';
