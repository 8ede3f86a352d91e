import type { RegistrationSettings, RegistrationSettingsRequest } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentRegistrationPath } from './registration-path';

export interface SaveRegistrationSettingsVariables {
  tournamentId: string;
  settings: RegistrationSettingsRequest;
}

/** Opens or closes registration and sets its window, capacity, questions, waiver (a new text is a new version) and fee option. */
export function saveRegistrationSettings({ tournamentId, settings }: SaveRegistrationSettingsVariables): Promise<RegistrationSettings> {
  return apiJson(tournamentRegistrationPath(tournamentId, 'registration/settings'), trusted<RegistrationSettings>(), { method: 'PUT', json: settings });
}

export function useSaveRegistrationSettings(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: saveRegistrationSettings,
    invalidates: ({ tournamentId }: SaveRegistrationSettingsVariables) => [registrationKey(tournamentId)],
    failure: registrationMessages.settingsSaveFailed,
    options,
  });
}
