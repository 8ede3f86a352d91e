import { useState } from 'react';

/** The giver's name or anonymity: what the form's DonorFields edit, and what the gift sends (no name when anonymous). */
export function useDonor() {
  const [name, onName] = useState('');
  const [anonymous, onAnonymous] = useState(false);
  return {
    fields: { name, anonymous, onName, onAnonymous },
    gift: { donorName: anonymous ? null : name, anonymous },
  };
}
