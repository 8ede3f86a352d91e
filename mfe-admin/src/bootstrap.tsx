import '@fairway/ui/styles/global.css';
import { mountStandaloneApp } from '@fairway/ui';
import { StandaloneApp } from './app/standalone-app';

mountStandaloneApp(StandaloneApp);
