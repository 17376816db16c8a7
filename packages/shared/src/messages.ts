// Every user-facing text named by SPEC.md and DECISIONS.md, verbatim. Server and web import these,
// so a message is written once.

import { counted } from "./counts";

export const messages = {
  required: "This field is required",
  formInvalid:
    "There are one or more errors in the form. Please correct the highlighted fields and try again.",
  emailRequired: "Email address is required",
  emailInvalid: "Invalid email address",
  passwordTooShort: "The password needs at least 12 characters",
  passwordsDiffer: "The passwords do not match",
  amount: "Enter a valid amount",
  positiveNumberOptional: "Enter a positive number or leave the field empty",
  positiveNumber: "Enter a positive number",
  percentage: "Enter a percentage from 0 to 100 with at most 2 decimals",
  url: "Enter a valid URL",
  tooLong: (max: number) => `Enter at most ${max} characters`,
  completeRowFirst: (row: string) => `Complete ${row} before adding another`,
  wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
  invisibleCharacters: "Remove the invisible control characters from this field",

  // Sign-in (SPEC 8.2, DECISIONS "Accounts and sign-in")
  credentialsInvalid: "The e-mail address or password is incorrect",
  accountInactive: "This account is inactive.",
  accountDeactivated: "This account is deactivated.",
  codeInvalid: "The code you entered is invalid, please try again",
  codeExpired: "The code has expired or has been used too often. Please log in again.",
  enterVerificationCode: "Please enter the verification code sent to your email",
  loggedIn: "You've been logged in",
  loggedOut: "You've been logged out",
  resetRequested: "You will receive an e-mail with a link to reset your password",
  resetLinkInvalid: "This link is invalid or has expired. Please request a new one.",
  passwordChanged: "Your password has been changed",
  tooManyRequests: "Too many attempts. Please wait a few minutes and try again.",

  // Route access (SPEC 2.2)
  needLogin: "You need to log in to access this page.",
  noPermission: "Your user doesn't have the necessary permissions to access this page.",

  // Global response handling (SPEC 8.1)
  sessionExpired: "Your session has expired. Please login again.",
  somethingWrong: "Something went wrong...",
  unexpectedError: (message: string) => `An unexpected error occurred: ${message}`,
  serviceUnavailable: "Service is unavailable. Try again in a few minutes.",
  noResponse: "Something unexpected happened...",
  internalError: "The server could not complete the request.",
  databaseUnavailable: "The database cannot be reached at the moment. Try again in a moment.",

  // Generic server answers (DECISIONS error bodies)
  notFound: "The requested item does not exist.",
  documentFileMissing: "This document's file is missing. Contact your server administrator.",
  routeNotFound: "There is no such address in the API.",
  forbidden: "You do not have permission to do this.",
  unauthenticated: "You need to log in to do this.",
  malformedJson: "The request body is not valid JSON.",
  malformedUpload:
    "The upload could not be read: send the form as multipart/form-data, complete, with the boundary its content type names.",
  payloadTooLarge: "The request is too large.",
  unsupportedMediaType: "The request has a content type the server does not accept.",
  malformedRequest: "The request is malformed.",
  malformedAddress: "The address is not valid.",
  addressTooLong: "The address is too long.",
  requestTimeout: "The request took too long to arrive.",
  crossSite: "Cross-site requests are not allowed.",
  conflict: "This item was changed by someone else. Reload it to see their changes.",
  versionRequired: "The version you loaded is required, so that nobody else's changes are overwritten",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 200 printable ASCII characters",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request",
  idempotencyKeyInFlight:
    "A request with this Idempotency-Key is still being processed (or was cut short). Reload to see whether it was saved.",
  emailTaken: "A user with this e-mail address already exists",
  cannotDeactivateSelf: "You cannot deactivate your own account",
  cannotChangeOwnRole: "You cannot change your own security role",

  // Users (SPEC 8.2)
  userSaved: "User has been saved",
  userDeactivated: "User has been deactivated",
  activationSent: "A new activation email has been sent to the user's email",
  accountAlreadyActive:
    'This account is already active: the user signs in with their password (or chooses a new one through "Forgot password").',
  alreadyActiveHint: "Already active: signs in with their password",
  userReactivated: "User has been reactivated",
  tableEmpty: "No data available",
  tableLoadFailed: "The list could not be loaded.",

  // Matters (SPEC 8.2, 5.3)
  matterSaved: "Matter has been saved",
  matterDeleted: "Matter has been deleted",
  matterKeyTaken: "A matter with this number already exists",
  matterHasProceedings: (n: number) =>
    `This matter has ${counted(n, "proceeding")} and therefore cannot be deleted`,
  matterNotConfigured: "This matter is not properly configured yet",

  // Participants (SPEC 8.2, 5.3)
  participantAdded: "User has been saved and added to the matter",
  participantRemoved: "User has been removed from the matter",
  participantExists: "This user is already on the matter",
  categoriesRequired: "Choose at least one jurisdiction or workstream for a local counsel role",
  lookupOnMatter: "This user is already on the matter. You can edit their role.",
  lookupInPlatform: "This user is already in the platform. Select their role on this matter.",
  lookupNew:
    "This user is not yet in the platform. Enter their details; they will receive an activation e-mail.",
  confirmRemoveParticipant: (emailAddress: string) =>
    `Do you want to remove the user ${emailAddress} from the matter? Their account stays.`,

  // Jurisdictions, workstreams, items, defendants and writ places (SPEC 5.3, 8.2)
  categoryCode: "The code needs exactly 3 letters",
  categoryCodeTaken: "This code is already used by a jurisdiction or workstream of this matter",
  categoryCodeLocked: "The code cannot be changed while proceedings use it",
  categoryAssigned:
    "Local counsel on this matter are assigned to it; remove it from their participation first",
  nameTaken: "This name is already used in this matter",
  jurisdictionCreated: "Jurisdiction has been created",
  jurisdictionSaved: "Jurisdiction has been saved",
  jurisdictionDeleted: "Jurisdiction has been deleted",
  jurisdictionInUse: (n: number) =>
    `This jurisdiction has ${counted(n, "proceeding")} and therefore cannot be deleted`,
  workstreamCreated: "Workstream has been created",
  workstreamSaved: "Workstream has been saved",
  workstreamDeleted: "Workstream has been deleted",
  workstreamInUse: (n: number) =>
    `This workstream has ${counted(n, "proceeding")} and therefore cannot be deleted`,
  itemCreated: "Item has been created",
  itemSaved: "Item has been saved",
  itemDeleted: "Item has been deleted",
  itemInUse: (n: number) =>
    `This item is included in ${counted(n, "proceeding")} and therefore cannot be deleted`,
  defendantCreated: "Defendant has been created",
  defendantLabelSaved: "Defendant has been saved",
  defendantDeleted: "Defendant has been deleted",
  defendantInUse: (n: number) =>
    `This defendant is included in ${counted(n, "proceeding")} and therefore cannot be deleted`,
  writCreated: "Writ has been created",
  writSaved: "Writ has been saved",
  writDeleted: "Writ has been deleted",
  writInUse: (name: string, n: number) =>
    `${name} is included in ${counted(n, "proceeding")} and therefore cannot be deleted`,

  // Additional menu items (SPEC 8.2)
  menuItemsUpdated: "Menu Items updated",
  menuItemCreated: "Menu item has been created",
  menuItemDeleted: "Menu item has been deleted",
  menuItemsIncomplete: "Send every menu item of the matter, each once",
  confirmDeleteNamed: (what: string, name: string) => `Do you want to delete the ${what} ${name}?`,
  tableLoading: "Fetching data...",
  unsavedChanges: "You have unsaved changes. Do you want to leave this page and lose them?",
  unsavedChangesInForm: "You have unsaved changes. Do you want to close this form and lose them?",
  unsavedChangesTitle: "Discard unsaved changes?",
  keepEditing: "Keep editing",
  discardChanges: "Discard",

  // Proceedings (SPEC 5.4, 5.7, 8.2)
  proceedingSaved: "Proceedings has been saved",
  proceedingDeleted: "Proceedings has been deleted",
  proceedingNeedsReview: "This proceedings has information that needs to be reviewed",
  costsInconsistent:
    "Note: there are inconsistencies in costs that prevent them from being saved. Please correct the selection above and save again.",
  costTypeNotOffered: "This type is not available for this amount",
  currency: "Choose a currency from the list",
  date: "Enter a valid date",
  dateOutOfRange: "Enter a date between 01-01-1900 and 31-12-2100",
  startAfterEnd: "The start date must not be after the end date",
  allFieldsAlone: '"All fields" cannot be combined with other search criteria',
  writPlaceTwice: "This place of service is already chosen for this proceedings",
  servedOnOnlyWhenServed: "A served-on date applies only when the writ is served",
  itemTwice: "This item is already listed for this proceedings",
  claimantsUpdated: "Claimants updated",
  claimantDeleted: "Claimant has been deleted",
  defendantSaved: "Defendant has been saved",
  defendantsInconsistent:
    "There are inconsistencies amongst the defendants of this proceedings. Please check the alerts for each defendant in the table below.",
  principalDefendantAlert: "DAF's involvement in this proceedings should be updated",
  thirdPartyNoticeAlert: "A third party notice should be sent for this defendant",
  truckSaved: "Truck has been saved",
  truckDeleted: "Truck has been deleted",
  trucksConfirmed: "Trucks have been confirmed",
  chassisNumberTaken: "This chassis number is already listed for this proceedings",
  chassisNumber: "Enter a chassis number of letters and digits",
  chassisNotVin: "Enter a VIN: 17 letters and digits, without I, O and Q",
  chassisNonStandard: "Not a standard VIN (17 letters and digits without I, O and Q); kept as it was saved",
  nothingToChange: "The request changes nothing: send the chassis number or the confirmed flag",

  // Judgements and settlements (SPEC 5.5, 5.6, 8.2)
  judgementSaved: "Judgement has been saved",
  judgementDeleted: "Judgements deleted",
  settlementSaved: "Settlement has been saved",
  settlementDeleted: "Settlement has been deleted",
  grantedCostsSaved: "Granted costs have been saved",
  notInCatalogue: "Choose a value from the list",
  resolutionKindFixed: "A judgement cannot become a settlement, nor a settlement a judgement",

  // Templates, trackings and steps (SPEC 5.9, 8.2)
  templateSaved: "Template has been saved",
  templateDeleted: "Template has been deleted",
  trackingSaved: "Tracking has been saved",
  stepSaved: "Step has been saved",
  stepMarkedDone: "Step has been marked as done",
  stepReopened: "Step has been reopened",
  stepNotDone: "This step is not done: reload the tracking to see its current state",
  doneOnInFuture: "Enter a date that is not after today",
  stepDeadlinesConflict:
    "There are one or more conflicts in the steps' deadlines. Please make sure the dates entered are in chronological order following the order of the steps.",
  stepLinkedToActivities: (number: number, title: string) =>
    `This procedural step (${number}. ${title}) is linked to one or more activities. Delete or change the procedural step in the activity and try again.`,
  templateExists: "There is already a template for this jurisdiction or workstream",
  trackingExists: "This proceedings already has a tracking",
  missedDeadline: "Missed deadline",
  missedDeadlineRule:
    "Steps not marked done whose deadline (a date; estimated months are never missed) was before today (UTC), while their proceeding is open: Not yet started, Ongoing, On hold or Ongoing but settled. Mark a step done on its tracking page.",
  sameDeadline: "same deadline",
  month: "Enter a valid month",
  monthOutOfRange: "Enter a month between 01-1900 and 12-2100",
  durationNumber: "Enter a whole number from 0 to 999",
  durationIso: "Enter a duration such as P3D, P2W, P1M or P1Y",
  stepTwice: "Send each step once",
  tooManySteps: (max: number) => `A tracking or template can have at most ${max} steps`,

  // Activities and comments (SPEC 4 "Activity", 5.10, 8.2)
  activitySaved: "Activity has been saved",
  activityDeleted: "Activity has been deleted",
  activityOverdue: "This activity is overdue",
  stepOfAnotherTracking: "Choose a procedural step of this tracking",
  notAnAssignee: "Choose one of the matter's users",
  categoryNeedsMatter: "Choose a matter to search by jurisdiction or workstream",
  stepNeedsTracking: "Search by procedural step within a tracking",
  noActivityComments: "This activity has no comments yet.",
  commentEmpty: "Please write a comment and/or upload a document",
  commentSaved: "Comment has been saved",
  commentDeleted: "Comment has been deleted",
  documentApproved: "Document has been approved",
  documentPendingApproval: "Document pending approval",
  approveDocument: "Approve document",
  needsClientApproval: "Needs client approval",
  commentNotEditable: "Only the newest comment can be changed, and only by its author.",
  commentHasApprovedDocument: "This comment holds a document the client approved, so it cannot be deleted.",
  activityHasApprovedDocument: "This activity holds a document the client approved, so it cannot be deleted.",
  proceedingHasApprovedDocument:
    "An activity of this proceeding's tracking holds a document the client approved, so the proceeding cannot be deleted.",
  matterHasApprovedDocument:
    "An activity of this matter holds a document the client approved, so the matter cannot be deleted.",
  approveDocumentTitle: "Approve this document?",
  approveDocumentQuestion: (name: string) =>
    `You approve "${name}" for the client. The approval is kept with the document and cannot be undone.`,
  removeApprovedDocument: "Remove approved document",
  removeApprovedDocumentQuestion: (name: string) =>
    `"${name}" was approved by the client. Removing it deletes the file; the reason, with the file's name, size and SHA-256, stays in the audit trail.`,
  removalReason: "Reason for removing it",
  approvedDocumentRemoved: "Approved document has been removed",
  documentNotApproved: "This document has not been approved: delete it from its comment instead.",
  approvedDocumentLocked: "This document has been approved: it can no longer be changed or deleted.",
  documentNeedsNoApproval: "This document does not need approval.",
  documentAlreadyApproved: "This document has already been approved.",
  deletedDocumentsInvalid: "Name at most 5 of the comment's documents, each once.",
  approvalFlagsMismatch: "Send one approvalNeeded value per file, or one for all files.",
  trueOrFalse: "Enter true or false",

  // Expected totals (SPEC 8.2)
  totalsSaved: "Totals has been saved",
  totalsDeleted: "Totals have been deleted",
  totalsExist: "This jurisdiction or workstream has expected totals already: edit them instead.",
  collectiveExplained: "Collective proceedings are class actions or proceedings with more than 20 claimants.",
  overviewShare: (share: number, what: string) => `${share}% of these proceedings have ${what} filled in.`,
  overviewEuroOnly: "Only amounts whose proceedings state a total in EUR are counted.",
  // Calendar (SPEC 2.3 "Calendar")
  calendarEmpty:
    "Based on your filter selection, no procedural deadlines or activities are due on this date.",
  calendarPeriodOrder: "The start of the period must not be after its end",
  calendarPeriodTooLong: (days: number) => `The period may span at most ${days} days`,
  calendarTruncated: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} events of this kind: narrow the filters to see the rest.`,
  calendarFeedCreated: "Your calendar feed address has been created. The previous address no longer works.",
  calendarFeedStopped: "Your calendar feed has been switched off",

  // Work packages (SPEC 4 "Work package", 8.2; DECISIONS)
  workPackageSaved: "Work package has been saved",
  workPackageDeleted: "Work package has been deleted",
  workPackageApproved: "Work package has been approved",
  workPackageRejected: "Work package has been rejected",
  workPackageLocked:
    "This work package has been approved: it can no longer be changed, deleted, approved or rejected.",

  // Documents and uploads (SPEC 4 "Documents", 5.10)
  tooManyFiles: "Too many files selected. You can upload up to 5 files at once.",
  fileTypeUnsupported: (extension: string) => `The selected file's type (${extension}) is not supported.`,
  fileTooLarge: (sizeMb: string) => `The selected file is too large (${sizeMb} Mb).`,
  duplicatedFile: "Duplicated file.",
  uploadFailedContact: "Contact your server administrator to solve this issue.",
  fileContentMismatch: (extension: string) =>
    `The file's content does not match its type (${extension}): it may be damaged or renamed.`,
  fileNameInvalid: "The file name is not valid: it must have at most 255 characters, without / or \\.",
  fileNameHiddenCharacters:
    "The file name contains invisible control or text-direction characters, which can disguise its type: rename the file.",
  noFileSent: "Choose at least one file to upload",
  multipartExpected: "Send the form as multipart/form-data.",
  uploadToTemplate: "Documents can be attached to the steps of a tracking, not of a template.",
  documentUploaded: "Document has been uploaded",
  documentsUploaded: "Documents have been uploaded",
  documentDeleted: "Document has been deleted",
  uploadInProgress: "Upload in progress",
  uploadFailed: "Upload failed",

  // Web app texts the spec leaves to us (confirmations, the 500 support request, placeholders)
  confirmLogout: "Do you want to log out?",
  confirmDeactivateUser: (emailAddress: string) =>
    `Do you want to deactivate the user ${emailAddress}? They will no longer be able to log in.`,
  contactSupport: (email: string, phone: string) =>
    `Please contact the support desk by e-mail (${email}) or by phone (${phone}).`,
  confirmDeleteComment: "Do you want to delete your comment with its documents?",
  commentDocumentsRefresh: "Refresh",
  approvedBy: (name: string, time: string) => `Approved by ${name} on ${time}`,
  confirmDeleteMatter: (name: string) =>
    `Do you want to delete the matter ${name} with its users, lists and menu items? This cannot be undone.`,
  pageNotFound: "This page does not exist.",
  itemNoLongerExists: "This item no longer exists.",
  // Connect (SPEC 2.3 "Connect settings"; DECISIONS "The external collaboration service")
  connectActivated: "Connect has been authorised",
  connectNotConfigured: "Connect is not configured on this server: documents are kept in Litfolio only.",
  connectStateMismatch:
    "This authorisation was not started from your session, or it took too long. Click Refresh token again.",
  connectCodeRefused: (reason: string) => `Connect refused the authorisation: ${reason}`,
  connectUnreachable: "Connect cannot be reached at the moment. Try again later.",
  connectFolderMissing: (matterName: string) =>
    `The matter ${matterName} has no Connect folder ID: fill in "Connect folder ID" in the matter's details, then retry.`,
  connectRetryQueued: (count: number) =>
    count === 1
      ? "1 document is being copied to Connect again"
      : `${count} documents are being copied to Connect again`,
  connectCopyCaption: "Connect",
  connectCopyUploaded: "Uploaded",
  documentStored: "Stored",
  connectCopyWaiting: (reason: string) => `Trying again: ${reason}`,
  connectCopyNotFailed:
    "Only a failed copy can be tried again: this document's copy to Connect has not failed.",
  connectCopyRetryQueued: "The document is being copied to Connect again",
  connectNotAuthorised:
    "Connect is not authorised: a system administrator must click Refresh token on Connect settings.",

  // Importing claimants and trucks from a spreadsheet (imports.ts)
  importFileType: "Choose an Excel workbook (.xlsx) or a CSV file (.csv).",
  importOneFile: "Choose one file to import.",
  importNotSpreadsheet: (extension: string) =>
    `This file is not a readable ${extension} file: it may be damaged, renamed or of another type.`,
  importCsvNotUtf8: 'This CSV file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
  importEncrypted:
    "This workbook is password-protected or in the old .xls format. Remove the password (or save it as .xlsx) and try again.",
  importEmpty: "The file is empty.",
  importNoRows: "The file holds no rows below its header.",
  importHeaderMissing: (columns: string) =>
    `The first row must name the columns: ${columns}. Download the template to see it.`,
  importColumnTwice: (column: string) => `The column "${column}" is named twice in the first row.`,
  importFormula: (cell: string) =>
    `Cell ${cell} holds a formula. Replace the formulas with their values (copy, paste values) and try again.`,
  importTooManyRows: (max: number) => `The file holds more than ${max} rows. Split it and import the parts.`,
  importTooManyClaimants: (max: number) => `A proceedings can have at most ${max} claimants.`,
  importTooLargeUnpacked: "The workbook is too large once unpacked. Save the rows in a smaller workbook.",
  importCellTooLong: (max: number) =>
    `A cell of the file holds more than ${max} characters. Shorten it and upload the file again.`,
  importLineTooLong: (max: number) =>
    `A line of the file is longer than ${max} characters. Check that it is a CSV file with one row per line.`,
  importTooManyColumns: (max: number) =>
    `A row of the file has more than ${max} columns. Keep the template's columns and upload the file again.`,
  importTooMuchText: "The workbook holds too much text. Save the rows in a smaller workbook.",
  importBusy: "Another import is being checked. Try again in a moment.",
  importTimedOut: (seconds: number) =>
    `Checking the file took longer than ${counted(seconds, "second")}. Split it and import the parts.`,
  importDuplicateInFile: (row: number) => `This value is already in row ${row} of the file`,
  importClaimantAmbiguous:
    "More than one claimant of this proceedings has this full name: correct the list first",
  importConfirmedValue: "Enter yes or no",
  importNotFound: "This import does not exist or has expired. Upload the file again.",
  importHasInvalidRows: "The file has invalid rows. Correct them and upload the file again.",
  importStale:
    "The proceedings has been changed since the preview. Upload the file again to see what the import will do now.",
  importConfirmRequired: "Confirm the import",
  claimantsImported: "Claimants have been imported",
  trucksImported: "Trucks have been imported",
  // Deadlines, court calendars and notifications (issue 18)
  monthDay: "Enter a day of the year as DD-MM",
  courtCountry: "Choose a country whose public holidays Litfolio knows",
  tooManyItems: (max: number) => `At most ${max} entries`,
  tooManyVacations: (max: number) => `A jurisdiction can have at most ${max} court vacations`,
  courtCalendarSaved: "Court calendar has been saved",
  proposalAnchor: "Choose the step whose deadline was set",
  proposalAnchorDeadline: "Set this step's deadline first",
  deadlinesMismatch: "The deadlines do not match the template's steps. Reload the page and try again.",
  booleanRequired: "Choose true or false",
  hour: "Choose an hour from 0 to 23",
  timeZone: "Choose a time zone from the list",
  reminderDay: "Choose reminder days from the list",
  reminderDayTwice: "A reminder day is chosen twice",
  reminderDaysNeeded: "Choose at least one day, or switch the reminders off",
  notificationSettingsSaved: "Notification settings have been saved",
  unsubscribeInvalid: "This unsubscribe link is not valid. Change your notifications in Litfolio instead.",
  unsubscribed: (what: string) => `You will no longer receive ${what}.`,
} as const;
