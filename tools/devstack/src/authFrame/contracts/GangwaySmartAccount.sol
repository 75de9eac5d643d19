// SPDX-License-Identifier: MIT
// The devstack's embedded-wallet smart account and its CREATE2 factory. Compiled with solc-js
// 0.8.28 (optimizer on, 200 runs, EVM version cancun); the output is in gangwaySmartAccount.json
// next to this file, which compileSmartAccount.mjs regenerates.
//
// A contract account driven by its owner: the owner's EOA pays the gas and calls `execute` or
// `executeBatch`. There is no EntryPoint and no user operations: this is NOT an ERC-4337
// account, only shaped like one (counterfactual address, deployed on first use, ERC-1271).
pragma solidity 0.8.28;

contract GangwaySmartAccount {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error NotOwner();
    /// A call of a batch reverted; the whole batch reverts with it (EIP-5792 atomic).
    error CallFailed(uint256 index, bytes reason);

    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    /// One call from this account; its value comes from this account's balance.
    function execute(address to, uint256 value, bytes calldata data)
        external
        payable
        onlyOwner
        returns (bytes memory result)
    {
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(0, result);
    }

    /// Every call in order, in this one transaction: if one reverts, all do.
    function executeBatch(Call[] calldata calls) external payable onlyOwner {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, result);
        }
    }

    /// ERC-1271: valid when the owner signed `hash` (a 65-byte r‖s‖v signature).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        // Lower-half s only (EIP-2), so a signature has one valid form.
        if (uint256(s) > 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0) return 0xffffffff;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

contract GangwaySmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    /// Deploys the owner's account at its CREATE2 address; returns it as is when it exists.
    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        account = address(new GangwaySmartAccount{salt: bytes32(salt)}(owner));
        emit AccountCreated(account, owner, salt);
    }

    /// The account's address before (and after) it is deployed.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash =
            keccak256(abi.encodePacked(type(GangwaySmartAccount).creationCode, abi.encode(owner)));
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), codeHash))))
        );
    }
}
