import { defineSamples } from '../contracts/contract.ts';
import { uploadsContract } from './contract.ts';

/**
 * The sample bodies of the uploads contract (decision 182 "Samples"): ask for an image upload URL, then hand the
 * URL the bytes were sent to back as a product image or a document.
 */
export const uploadsSamples = defineSamples(uploadsContract, {
  requestUpload: { kind: 'image' },
  productImage: { imageURL: 'https://tamil.example/api/objects/uploads/7d2e9b1c-3a4f-4c6e-8b0d-5f1a2c3e4d6b' },
  document: { documentURL: 'https://tamil.example/api/objects/uploads/1a4c6e8b-0d2f-4b3a-9c5e-7f6d8b0a2c4e' },
});
