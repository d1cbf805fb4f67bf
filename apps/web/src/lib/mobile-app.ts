/** The mobile app the smart banner and the download page offer (a fictional App Store id). */
export const mobileAppStoreId = '6450132811';
