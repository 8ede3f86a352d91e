import { useState } from 'react';
console.log(useState);
