import { startApp } from './app/app';

const container = document.getElementById('app');
if (container) void startApp(container);
