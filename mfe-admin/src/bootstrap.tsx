import '@fairway/ui/styles/global.css';
import { mountStandaloneApp } from '@fairway/ui';
import { StandaloneApp } from './standalone-app';

mountStandaloneApp(StandaloneApp);
